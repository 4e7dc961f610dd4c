struct t { enum e5 (*m)(void); enum e5 n; enum e6 *o; };
enum e5 { D };
struct t v;
enum e7 (*g)(void);
/*
 * check-name: dissect: an enum never defined is 'incomplete type enum e'
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/incomplete-enum.c

   1:8                    def   s t                                
   1:20                   def   m t.m                              unsigned int enum e5 ( * )( ... )
   1:40                   def   m t.n                              unsigned int enum e5
   1:51                   def   m t.o                              incomplete type enum e6 *
   3:10                   def   v v                                struct t
   4:9                    def   v g                                incomplete type enum e7 ( * )( ... )
 * check-output-end
 */
