struct a { int x; };
struct b { int y; };
struct c { int z; };
struct d { int w; };
struct e { int v; };
extern struct a ga;
extern struct b *fb(struct c *, struct d *, int);
static struct e fe(struct e v)
{
	return v;
}
int f(int i)
{
	fb(0, 0, i);
	return ga.x;
}
void g(struct b *(*fp)(struct a *)) { }
/*
 * check-name: dissect: the structs a function returns before it, a used symbol's at its first use, a parameter's at its argument
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/structs-of-uses.c

   5:8                    def   s e                                
   5:16                   def   m e.v                              int
   8:17                   def   f fe                               struct e ( ... )
   8:20  fe               def . v v                                struct e
  10:16  fe               -r- . v v                                struct e
  12:5                    def   f f                                int ( ... )
  12:7   f                def . v i                                int
   2:8                    def   s b                                
   2:16                   def   m b.y                              int
  14:9   f                --r   f fb                               struct b *( ... )
   3:8                    def   s c                                
   3:16                   def   m c.z                              int
   4:8                    def   s d                                
   4:16                   def   m d.w                              int
  14:18  f                -r- . v i                                int
   1:8                    def   s a                                
   1:16                   def   m a.x                              int
  15:16  f                -r-   v ga                               struct a
  15:18  f                -r-   m a.x                              int
  17:6                    def   f g                                void ( ... )
  17:8   g                def . v fp                               struct b *( * )( ... )
 * check-output-end
 */
