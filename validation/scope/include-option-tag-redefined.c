struct s { int b; };

/*
 * check-name: -include: a struct tag of the header redefined in the file
 * check-command: sparse -include scope/include/preamble-tag.h $file
 * check-exit-value: 1
 *
 * check-error-start
scope/include-option-tag-redefined.c:1:10: error: redefinition of struct s
 * check-error-end
 */
