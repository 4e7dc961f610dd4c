#if 0
'a
'b
'c
'd
#endif
/*
 * check-name: -fmax-warnings=1
 * check-command: sparse -fmax-warnings=1 $file
 *
 * check-error-start
options/max-warnings-1.c:3:0: warning: too many warnings
 * check-error-end
 */
