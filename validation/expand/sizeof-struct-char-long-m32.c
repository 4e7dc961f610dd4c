_Static_assert(sizeof(struct { char c; long l; }) == 16, "struct 16");
/*
 * check-name: padding before a long member (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/sizeof-struct-char-long-m32.c:1:51: error: static assertion failed: "struct 16"
 * check-error-end
 */
