typedef unsigned long ulong;
typedef struct { int a; } anon_t;
enum color { RED, GREEN = 3 };
union u { int i; float f; };
struct outer { struct { int in; } inner; union u un; int arr[4]; };
extern int ext;
ulong ul;
int h(int);
static int cb(int x) { return x; }
int (*fptr)(int) = cb;
struct outer glob = { .inner = { 1 }, .arr = { [2] = 3 } };
void k(anon_t *t, struct outer *o, int i)
{
	static int cnt;
	enum color c = GREEN;
	int arr[3];
	int *p = arr;
	cnt++;
	t->a = ext;
	o->inner.in = o->arr[i];
	o->un.f = 1.0;
	p[1] = arr[2];
	*p += 1;
	fptr(2);
	h(c);
	(*fptr)(3);
	glob = *o;
	if (i) goto out;
	ul = (ulong)&glob;
out:
	return;
}
/*
 * check-name: dissect: members, anonymous structs named after where they are, struct assignment
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/members.c

   7:7                    def   v ul                               unsigned long
   9:12                   def   f cb                               int ( ... )
   9:15  cb               def . v x                                int
   9:31  cb               -r- . v x                                int
  10:5                    def   v fptr                             int ( * )( ... )
  10:5                    -w-   v fptr                             int ( * )( ... )
  10:20  fptr             r--   f cb                               int ( ... )
   5:8                    def   s outer                            
   5:23                   def   s outer:inner                      
   5:29                   def   m outer:inner.in                   int
   5:35                   def   m outer.inner                      struct outer:inner
   4:7                    def   s u                                
   4:15                   def   m u.i                              int
   4:24                   def   m u.f                              float
   5:50                   def   m outer.un                         union u
   5:58                   def   m outer.arr                        int [4]
  11:14                   def   v glob                             struct outer
  11:14                   -w-   v glob                             struct outer
  11:24  glob             -w-   m outer.inner                      struct outer:inner
  11:34  glob             -w-   m outer:inner.in                   int
  11:40  glob             -w-   m outer.arr                        int [4]
  12:6                    def   f k                                void ( ... )
   2:16                   def   s anon_t                           
   2:22                   def   m anon_t.a                         int
  12:8   k                def . v t                                struct anon_t [usertype] *
  12:19  k                def . v o                                struct outer *
  12:36  k                def . v i                                int
  14:20  k                def . v cnt                              int
  15:20  k                def . v c                                unsigned int enum color
  15:20  k                -w- . v c                                unsigned int enum color
  16:13  k                def . v arr                              int [3]
  17:13  k                def . v p                                int *
  17:13  k                -w- . v p                                int *
  17:18  k                m-- . v arr                              int [3]
  18:9   k                -m- . v cnt                              int
  19:9   k                --w . v t                                struct anon_t [usertype] *
  19:10  k                -w-   m anon_t.a                         int
  19:16  k                -r-   v ext                              int
  20:9   k                --w . v o                                struct outer *
  20:10  k                -w-   m outer.inner                      struct outer:inner
  20:17  k                -w-   m outer:inner.in                   int
  20:23  k                --r . v o                                struct outer *
  20:24  k                -r-   m outer.arr                        int [4]
  20:30  k                -r- . v i                                int
  21:9   k                --w . v o                                struct outer *
  21:10  k                -w-   m outer.un                         union u
  21:14  k                -w-   m u.f                              float
  22:9   k                -rw . v p                                int *
  22:16  k                -r- . v arr                              int [3]
  23:10  k                --m . v p                                int *
  24:9   k                --r   v fptr                             int ( * )( ... )
  25:9   k                --r   f h                                int ( ... )
  25:11  k                -r- . v c                                unsigned int enum color
  26:11  k                --r   v fptr                             int ( * )( ... )
  27:9   k                -w-   v glob                             struct outer
  27:14  k                -w-   m outer.*                          struct outer
  27:14  k                -w-   m outer:inner.*                    struct outer:inner
  27:14  k                -w-   m u.*                              union u
  27:17  k                --r . v o                                struct outer *
  28:13  k                -r- . v i                                int
  29:9   k                -w-   v ul                               unsigned long
  29:22  k                r--   v glob                             struct outer
 * check-output-end
 */
