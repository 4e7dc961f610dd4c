#include <subdir/a.h>
#include <subdir/deeper/b.h>
#include <subdir/../plain.h>
#include <subdir/deeper/../a.h>
x
/*
 * check-name: a header under a subdir the first dirs lack is found in a later one
 * check-description: The subdir is missing from preprocessor/include/next
 *	(and, for deeper/, from the dir itself): every path through it fails,
 *	with or without `..` after it, as the system resolves them.
 * check-command: sparse -Ipreprocessor/include/next -Ipreprocessor/include -E $file
 *
 * check-output-start

int in_subdir;
int in_deeper;
int plain;
int in_subdir;
x
 * check-output-end
 */
