'a
'b
'c
'd
/*
 * check-name: -fmax-warnings=0
 * check-command: sparse -fmax-warnings=0 $file
 */
