L'a' u'b' U'c' u8'd' Lx'e'
/*
 * check-name: character constant prefixes L, u, U and u8
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 wide-char L'a'
1:6 char16 u'b'
1:11 char32 U'c'
1:16 utf8-char u8'd'
1:22 ident Lx
1:24 char 'e'
 * check-output-end
 */
