int vla(int n, int m)
{
	int v[n][m + 1];

	return sizeof(v);
}
/*
 * check-name: dissect: a variable length array's sizes read before its definition
 * check-command: test-dissect $file
 * check-note: sparse says "bad constant expression" twice on stderr, we say
 *             "bad constant expression type" the second time (expand.c)
 * check-error-ignore
 *
 * check-output-start

FILE: dissect/vla-size-uses.c

   1:5                    def   f vla                              int ( ... )
   1:9   vla              def . v n                                int
   1:16  vla              def . v m                                int
   3:15  vla              -r- . v n                                int
   3:18  vla              -r- . v m                                int
   3:13  vla              def . v v                                int [0][0]
   5:23  vla              --- . v v                                int [0][0]
 * check-output-end
 */
