struct s { int a; };
struct t { int b; };
struct u { int c; };
struct v { int d; };
struct w { int e; };
void f(int x, void *p)
{
	(void)(struct t *)p;
	(void)(struct s)x;
	(void)sizeof(struct u);
	(void)(struct v){ 1 };
	(void)((struct w *)p)->e;
}
void g(void *p)
{
	(void)(struct { int z; } *)p;
	(void)(union { int y; struct { int q; } in; }){ 1 };
	int k = ((struct { int r; }){ 2 }).r;
}
/*
 * check-name: dissect: the structs of a cast's or compound literal's type are reported before the value; an anonymous one is not (its members' are, its uses '?.m')
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/cast-structs.c

   6:6                    def   f f                                void ( ... )
   6:8   f                def . v x                                int
   6:15  f                def . v p                                void *
   2:8                    def   s t                                
   2:16                   def   m t.b                              int
   8:27  f                -r- . v p                                void *
   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   9:25  f                -r- . v x                                int
   4:8                    def   s v                                
   4:16                   def   m v.d                              int
  11:27  f                -w-   m v.d                              int
   5:8                    def   s w                                
   5:16                   def   m w.e                              int
  12:28  f                -r- . v p                                void *
  12:30  f                -r-   m w.e                              int
  14:6                    def   f g                                void ( ... )
  14:8   g                def . v p                                void *
  16:36  g                -r- . v p                                void *
  17:38  g                def . s :in                              
  17:44  g                def . m :in.q                            int
  17:57  g                -w- . m ?.y                              int
  18:13  g                def . v k                                int
  18:13  g                -w- . v k                                int
  18:39  g                -w- . m ?.r                              int
  18:43  g                -r- . m ?.r                              int
 * check-output-end
 */
