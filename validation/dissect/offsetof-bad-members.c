struct s { int a; char c; struct { int x; } in; };
static unsigned long f(void)
{
	return __builtin_offsetof(struct s, nope) +
	       __builtin_offsetof(struct s, nope.deeper) +
	       __builtin_offsetof(struct s, a.b) +
	       __builtin_offsetof(struct s, in.y) +
	       __builtin_offsetof(struct s, in.x) +
	       __builtin_offsetof(int, a);
}
/*
 * check-name: dissect: offsetof of no such member reports s.x of bad type, of no struct ?.x
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/offsetof-bad-members.c

   2:22                   def   f f                                unsigned long ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:24                   def   m s.c                              char
   1:34                   def   s s:in                             
   1:40                   def   m s:in.x                           int
   1:45                   def   m s.in                             struct s:in
   4:45  f                ---   m s.nope                           bad type
   5:45  f                ---   m s.nope                           bad type
   5:50  f                ---   m ?.deeper                         bad type
   6:45  f                ---   m s.a                              int
   6:47  f                ---   m ?.b                              bad type
   7:45  f                ---   m s.in                             struct s:in
   7:48  f                ---   m s:in.y                           bad type
   8:45  f                ---   m s.in                             struct s:in
   8:48  f                ---   m s:in.x                           int
   9:40  f                ---   m ?.a                              bad type
 * check-output-end
 */
