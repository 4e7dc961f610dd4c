/* The line is made by the command: 70000 spaces before the shift. */
/*
 * check-name: a column past 65535 is shown modulo 1024, as sparse shows every column (was 1023: held at the largest)
 * check-command: sh -c "printf 'int f(void) { return %70000s1 << 40; }\n' '' | ../sparse -Wno-decl -"
 *
 * check-error-start
-:1:395: warning: shift too big (40) for type int
 * check-error-end
 */
