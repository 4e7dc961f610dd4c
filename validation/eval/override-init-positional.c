struct s { int a; int b; };
static struct s y = { 1, 2, .a = 3 };
/*
 * check-name: a positional field initialized again by designator
 * check-command: sparse $file
 *
 * check-error-start
eval/override-init-positional.c:2:23: warning: Initializer entry defined twice
eval/override-init-positional.c:2:30:   also defined here
 * check-error-end
 */
