L"a\"b" u8"\\" U'\'' u8'x' "a\
b" '\x41' 1'000 0x1p-3
/*
 * check-name: round trip: literals with prefixes, escapes and splices
 * check-command: test-lexing --roundtrip $file
 */
