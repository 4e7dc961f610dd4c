#if 0
'a
'b
'c
'd
#endif
/*
 * check-name: -fmax-warnings=3
 * check-command: sparse -fmax-warnings=3 $file
 *
 * check-error-start
options/max-warnings-3.c:3:0: warning: missing terminating ' character
options/max-warnings-3.c:4:0: warning: missing terminating ' character
options/max-warnings-3.c:5:0: warning: too many warnings
 * check-error-end
 */
