#if 0
'a
'b
'c
'd
#endif
/*
 * check-name: -fmax-warnings=unlimited
 * check-command: sparse -fmax-warnings=unlimited $file
 *
 * check-error-start
options/max-warnings-unlimited.c:3:0: warning: missing terminating ' character
options/max-warnings-unlimited.c:4:0: warning: missing terminating ' character
options/max-warnings-unlimited.c:5:0: warning: missing terminating ' character
options/max-warnings-unlimited.c:6:0: warning: missing terminating ' character
 * check-error-end
 */
