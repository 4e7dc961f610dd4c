struct P { int v; struct { int w; } in; } g;
void h(struct P *p)
{
	*&p->v = 1;
	*&p->in = g.in;
	(&g)->v = 2;
}
/*
 * check-name: what is done through &x is done to x: *&p->v = 1 writes v, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/deref-address.c

   1:8                    def   s P                                
   1:16                   def   m P.v                              int
   1:26                   def   s P:in                             
   1:32                   def   m P:in.w                           int
   1:37                   def   m P.in                             struct P:in
   1:43                   def   v g                                struct P
   2:6                    def   f h                                void ( ... )
   2:8   h                def . v p                                struct P *
   4:11  h                --w . v p                                struct P *
   4:12  h                -w-   m P.v                              int
   5:11  h                --w . v p                                struct P *
   5:12  h                -w-   m P.in                             struct P:in
   5:17  h                -w-   m P:in.*                           struct P:in
   5:19  h                -r-   v g                                struct P
   5:20  h                -r-   m P.in                             struct P:in
   6:11  h                -w-   v g                                struct P
   6:13  h                -w-   m P.v                              int
 * check-output-end
 */
