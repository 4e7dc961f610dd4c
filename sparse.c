// SPDX-License-Identifier: MIT
/*
 * sparse.c — the checker: every file on the command line, checked in turn.
 */
#include "lib.h"

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		sparse(file);
	} END_FOR_EACH_PTR(file);
	report_stats();
	return 0;
}
