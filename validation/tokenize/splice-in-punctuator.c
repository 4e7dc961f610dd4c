+\
= -\
\
> .\
.\
. %:\
%\
:
/*
 * check-name: a backslash-newline inside a punctuator vanishes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special +=
2:3 special ->
4:3 special ...
6:3 special %:%:
 * check-output-end
 */
