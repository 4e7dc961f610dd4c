struct s { int a; } v = { 1, 2 };
int arr[2] = { [0] = 1, { 2 } };
struct s w = { .zz = 3 };
struct s *p = { 0 };
int k[2][2] = { { 1 }, 2 };
int g(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += i;
	return s;
}
/*
 * check-name: dissect: initializer elements of no member (?.?, s.?, s.zz), and a for loop's declaration
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/bad-initializers.c

   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:21                   def   v v                                struct s
   1:21                   -w-   v v                                struct s
   1:27  v                -w-   m s.a                              int
   1:30  v                -w-   m s.?                              bad type
   2:5                    def   v arr                              int [2]
   2:5                    -w-   v arr                              int [2]
   2:27  arr              -w-   m ?.?                              bad type
   3:10                   def   v w                                struct s
   3:10                   -w-   v w                                struct s
   3:17  w                -w-   m s.zz                             bad type
   4:10                   def   v p                                struct s *
   4:10                   -w-   v p                                struct s *
   4:17  p                -w-   m ?.?                              bad type
   5:5                    def   v k                                int [2][2]
   5:5                    -w-   v k                                int [2][2]
   6:5                    def   f g                                int ( ... )
   6:7   g                def . v n                                int
   8:13  g                def . v s                                int
   8:13  g                -w- . v s                                int
   9:18  g                def . v i                                int
   9:18  g                -w- . v i                                int
   9:25  g                -r- . v i                                int
   9:29  g                -r- . v n                                int
   9:32  g                -m- . v i                                int
  10:17  g                -m- . v s                                int
  10:22  g                -r- . v i                                int
  11:16  g                -r- . v s                                int
 * check-output-end
 */
