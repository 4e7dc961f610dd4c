/*
 * check-name: control bytes are error tokens, shown in octal by -T
 * check-command: sh -c "printf 'a\\001b \\177 \\033\\n' | ../test-lexing -T -"
 *
 * check-output-start
1:1 ident a
1:2 error \001
1:3 ident b
1:5 error \177
1:7 error \033
 * check-output-end
 */
