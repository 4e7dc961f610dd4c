L"a" u"b" U"c" u8"d" Lx"e" u8 "f" U8"g" uu"h"
/*
 * check-name: string literal prefixes L, u, U and u8; other identifiers stay apart
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 wide-string L"a"
1:6 string16 u"b"
1:11 string32 U"c"
1:16 utf8-string u8"d"
1:22 ident Lx
1:24 string "e"
1:28 ident u8
1:31 string "f"
1:35 ident U8
1:37 string "g"
1:41 ident uu
1:43 string "h"
 * check-output-end
 */
