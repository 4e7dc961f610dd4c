#define CMD 2
CMD
/*
 * check-name: a -D macro redefined by the file is warned about
 * check-command: sparse -DCMD=1 -E $file
 *
 * check-output-start

2
 * check-output-end
 *
 * check-error-start
preprocessor/define-redefine-cmdline.c:1:9: warning: preprocessor token CMD redefined
preprocessor/define-redefine-cmdline.c: note: in included file:
builtin:1:9: this was the original definition
 * check-error-end
 */
