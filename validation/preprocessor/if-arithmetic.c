#if 1 + 2 * 3 == 7 && (10 - 4) / 3 == 2 && 7 % 4 == 3 && (1 << 4) == 16 && -8 >> 1 == -4
yes
#endif
/*
 * check-name: integer arithmetic and precedence in #if
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
