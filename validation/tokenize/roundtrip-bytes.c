/*
 * check-name: round trip: stray bytes and NUL bytes print back as they were
 * check-command: sh -c "printf 'a\\001@\\0b \"c\\0d\" \\177\\n' | ../test-lexing --roundtrip -"
 */
