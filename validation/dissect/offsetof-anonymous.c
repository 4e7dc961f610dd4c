struct t { int x; struct { int y; } in; struct { int z; }; };
int a = __builtin_offsetof(struct { int a; struct { int b; } c; }, c.b);
int b = __builtin_offsetof(struct t, in.y);
int c = __builtin_offsetof(struct t, z);
int d = __builtin_offsetof(union { int q; }, q);
/*
 * check-name: dissect: an anonymous struct offsetof names is not reported (the structs of its members are), its members '?.a'
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/offsetof-anonymous.c

   2:5                    def   v a                                int
   2:5                    -w-   v a                                int
   2:51                   def   s :c                               
   2:57                   def   m :c.b                             int
   2:68  a                ---   m ?.c                              struct :c
   2:70  a                ---   m :c.b                             int
   3:5                    def   v b                                int
   3:5                    -w-   v b                                int
   1:8                    def   s t                                
   1:16                   def   m t.x                              int
   1:26                   def   s t:in                             
   1:32                   def   m t:in.y                           int
   1:37                   def   m t.in                             struct t:in
   1:54                   def   m t.z                              int
   3:38  b                ---   m t.in                             struct t:in
   3:41  b                ---   m t:in.y                           int
   4:5                    def   v c                                int
   4:5                    -w-   v c                                int
   4:38  c                ---   m t.z                              int
   5:5                    def   v d                                int
   5:5                    -w-   v d                                int
   5:46  d                ---   m ?.q                              int
 * check-output-end
 */
