#if 0
'a
'b
'c
'd
#endif
/*
 * check-name: -fmax-warnings=0
 * check-command: sparse -fmax-warnings=0 $file
 */
