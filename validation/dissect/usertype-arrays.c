typedef unsigned int u32;
typedef _Bool bool;
typedef u32 *u32p;
struct t { const u32 b:3; volatile int c:2; signed int d:3; const u32 e[2]; bool f:1; u32 g[2][2]; int h:2; };
const volatile int cv[2];
u32p pp[2];
u32 (*ap)[4];
int use(struct t *p) { return p->b + p->c + p->d + p->e[0] + p->f + p->g[0][1] + p->h + cv[0] + *pp[0] + (*ap)[1]; }
/*
 * check-name: an array or a bit-field of a typedef'd or qualified type: its modifiers shown with it, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/usertype-arrays.c

   5:20                   def   v cv                               int const volatile [2]
   6:6                    def   v pp                               unsigned int [usertype] *[usertype] [2]
   7:5                    def   v ap                               unsigned int [usertype] ( * )[4]
   8:5                    def   f use                              int ( ... )
   4:8                    def   s t                                
   4:22                   def   m t.b                              unsigned int const [usertype] :3
   4:40                   def   m t.c                              int volatile :2
   4:56                   def   m t.d                              signed int :3
   4:71                   def   m t.e                              unsigned int const [usertype] [2]
   4:82                   def   m t.f                              bool [usertype] :1
   4:91                   def   m t.g                              unsigned int [usertype] [2][2]
   4:104                  def   m t.h                              int :2
   8:9   use              def . v p                                struct t *
   8:31  use              --r . v p                                struct t *
   8:32  use              -r-   m t.b                              unsigned int const [usertype] :3
   8:38  use              --r . v p                                struct t *
   8:39  use              -r-   m t.c                              int volatile :2
   8:45  use              --r . v p                                struct t *
   8:46  use              -r-   m t.d                              signed int :3
   8:52  use              --r . v p                                struct t *
   8:53  use              -r-   m t.e                              unsigned int const [usertype] [2]
   8:62  use              --r . v p                                struct t *
   8:63  use              -r-   m t.f                              bool [usertype] :1
   8:69  use              --r . v p                                struct t *
   8:70  use              -r-   m t.g                              unsigned int [usertype] [2][2]
   8:82  use              --r . v p                                struct t *
   8:83  use              -r-   m t.h                              int :2
   8:89  use              -r-   v cv                               int const volatile [2]
   8:98  use              -r-   v pp                               unsigned int [usertype] *[usertype] [2]
   8:108 use              --r   v ap                               unsigned int [usertype] ( * )[4]
 * check-output-end
 */
