struct flex {
	int n;
	int a[];
};
static struct flex a1[2];
/*
 * check-name: -Wno-flexible-array-array silences arrays of flexible structures
 * check-command: sparse -Wno-flexible-array-array $file
 */
