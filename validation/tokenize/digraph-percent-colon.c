%:% %:%: %:%%: <::
/*
 * check-name: %:% is %: then %; <:: is <: then :
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special %:
1:3 special %
1:5 special %:%:
1:10 special %:
1:12 special %
1:13 special %:
1:16 special <:
1:18 special :
 * check-output-end
 */
