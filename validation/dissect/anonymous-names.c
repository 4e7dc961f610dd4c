struct { int x; } a1, a2;
struct o { struct { struct { int z; } in2; } in1; };
typedef struct { int y; } TY;
TY ty;
int g(struct { int w; } *pp)
{
	struct { int q; } lv;
	struct o oo;
	lv.q = 1;
	oo.in1.in2.z = 2;
	return sizeof(struct { int k; });
}
/*
 * check-name: dissect: names of anonymous structs and unions
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/anonymous-names.c

   1:8                    def   s :a1                              
   1:14                   def   m :a1.x                            int
   1:19                   def   v a1                               struct :a1
   1:23                   def   v a2                               struct :a1
   3:16                   def   s TY                               
   3:22                   def   m TY.y                             int
   4:4                    def   v ty                               struct TY
   5:5                    def   f g                                int ( ... )
   5:14                   def   s :pp                              
   5:20                   def   m :pp.w                            int
   5:7   g                def . v pp                               struct :pp *
   7:16  g                def . s :lv                              
   7:22  g                def . m :lv.q                            int
   7:27  g                def . v lv                               struct :lv
   2:8                    def   s o                                
   2:19                   def   s o:in1                            
   2:28                   def   s o:in1:in2                        
   2:34                   def   m o:in1:in2.z                      int
   2:39                   def   m o:in1.in2                        struct o:in1:in2
   2:46                   def   m o.in1                            struct o:in1
   8:18  g                def . v oo                               struct o
   9:9   g                -w- . v lv                               struct :lv
   9:11  g                -w- . m :lv.q                            int
  10:9   g                -w- . v oo                               struct o
  10:11  g                -w-   m o.in1                            struct o:in1
  10:15  g                -w-   m o:in1.in2                        struct o:in1:in2
  10:19  g                -w-   m o:in1:in2.z                      int
 * check-output-end
 */
