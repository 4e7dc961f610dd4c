'a
'b
'c
'd
/*
 * check-name: -fmax-warnings=1
 * check-command: sparse -fmax-warnings=1 $file
 *
 * check-error-start
options/max-warnings-1.c:2:0: warning: too many warnings
 * check-error-end
 */
