struct s { int *p; };
static struct s c = { 0L };
static struct s d = { '\0' };
static struct s e = { (0) };
static struct s f = { 0U };
/*
 * check-name: only the literal 0 in { 0 } makes a universal zero initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/universal-zero-spellings.c:2:23: warning: Using plain integer as NULL pointer
eval/init/universal-zero-spellings.c:3:23: warning: Using plain integer as NULL pointer
eval/init/universal-zero-spellings.c:4:24: warning: Using plain integer as NULL pointer
eval/init/universal-zero-spellings.c:5:23: warning: Using plain integer as NULL pointer
 * check-error-end
 */
