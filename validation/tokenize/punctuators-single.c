[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #
/*
 * check-name: single-character punctuators
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special [
1:3 special ]
1:5 special (
1:7 special )
1:9 special {
1:11 special }
1:13 special .
1:15 special &
1:17 special *
1:19 special +
1:21 special -
1:23 special ~
1:25 special !
1:27 special /
1:29 special %
1:31 special <
1:33 special >
1:35 special ^
1:37 special |
1:39 special ?
1:41 special :
1:43 special ;
1:45 special =
1:47 special ,
1:49 special #
 * check-output-end
 */
