int m;
long k2;
static void g(int n, int a[n], int b[m], int c[n + m][n])
{
	int d[n];
	(void)a;
	(void)b[n];
}
static void h(int k, int (*p)[k]) { (void)p; }
static void i(int k2, int q[k2]) { (void)q; }
/*
 * check-name: dissect: a parameter's array size is read where the parameter is defined; a parameter it names is not yet declared (the file's symbol of that name, else none: bad type)
 * check-command: test-dissect $file
 * check-error-ignore
 *
 * check-output-start

FILE: dissect/parameter-array-sizes.c

   1:5                    def   v m                                int
   2:6                    def   v k2                               long
   3:13                   def   f g                                void ( ... )
   3:15  g                def . v n                                int
   3:28  g                -r-   v n                                bad type
   3:22  g                def . v a                                int [0]
   3:38  g                -r-   v m                                int
   3:32  g                def . v b                                int [0]
   3:48  g                -r-   v n                                bad type
   3:52  g                -r-   v m                                int
   3:55  g                -r-   v n                                bad type
   3:42  g                def . v c                                int [0][0]
   5:15  g                -r- . v n                                int
   5:13  g                def . v d                                int [0]
   6:15  g                r-- . v a                                int [0]
   7:15  g                -r- . v b                                int [0]
   7:17  g                -r- . v n                                int
   9:13                   def   f h                                void ( ... )
   9:15  h                def . v k                                int
   9:31  h                -r-   v k                                bad type
   9:22  h                def . v p                                int ( * )[0]
   9:43  h                -r- . v p                                int ( * )[0]
  10:13                   def   f i                                void ( ... )
  10:15  i                def . v k2                               int
  10:29  i                -r-   v k2                               long
  10:23  i                def . v q                                int [0]
  10:42  i                r-- . v q                                int [0]
 * check-output-end
 */
