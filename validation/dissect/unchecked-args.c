struct r { char rwbs[8]; const char cc[4]; };
struct mt { int a; };
typedef struct { char *from; } sub_t;
extern int pr(const char *, ...);
extern int pc(const char *);
extern int mtok(char *, const struct mt table[], sub_t args[]);
static const struct mt tab[] = { {1} };
char buf[4];
int f(struct r *p)
{
	sub_t args[3];

	pr("%s", p->rwbs, p->cc, buf);
	pc(p->rwbs);
	return mtok(buf, tab, args);
}
/*
 * check-name: dissect: an array passed where no parameter takes it, or to an array parameter, escapes (m), unless its elements are const
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/unchecked-args.c

   2:8                    def   s mt                               
   2:17                   def   m mt.a                             int
   7:24                   def   v tab                              struct mt const [0]
   7:24                   -w-   v tab                              struct mt const [0]
   7:35  tab              -w-   m mt.a                             int
   8:6                    def   v buf                              char [4]
   9:5                    def   f f                                int ( ... )
   1:8                    def   s r                                
   1:17                   def   m r.rwbs                           char [8]
   1:37                   def   m r.cc                             char const [4]
   9:7   f                def . v p                                struct r *
   3:16                   def   s sub_t                            
   3:23                   def   m sub_t.from                       char *
  11:15  f                def . v args                             struct sub_t [usertype] [3]
  13:9   f                --r   f pr                               int ( ... )
  13:18  f                --r . v p                                struct r *
  13:19  f                m--   m r.rwbs                           char [8]
  13:27  f                --r . v p                                struct r *
  13:28  f                m--   m r.cc                             char const [4]
  13:34  f                m--   v buf                              char [4]
  14:9   f                --r   f pc                               int ( ... )
  14:12  f                --r . v p                                struct r *
  14:13  f                r--   m r.rwbs                           char [8]
  15:16  f                --r   f mtok                             int ( ... )
  15:21  f                m--   v buf                              char [4]
  15:26  f                r--   v tab                              struct mt const [0]
  15:31  f                m-- . v args                             struct sub_t [usertype] [3]
 * check-output-end
 */
