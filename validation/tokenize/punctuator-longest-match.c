a+++++b x<<=y p->*q ....
/*
 * check-name: punctuators take the longest match, left to right
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:2 special ++
1:4 special ++
1:6 special +
1:7 ident b
1:9 ident x
1:10 special <<=
1:13 ident y
1:15 ident p
1:16 special ->
1:18 special *
1:19 ident q
1:21 special ...
1:24 special .
 * check-output-end
 */
