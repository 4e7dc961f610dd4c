extern void *vp;
extern const char *cp;
extern int ival;
int g(void)
{
	char a[4], b[4], c[4], d[4], e[4];
	vp = a;
	cp = b;
	ival = c;
	undeclared_v = d;
	return __builtin_object_size(e, 1);
}
int g2(char *p, const char *q)
{
	char a[4], b[4], c[4];
	__builtin_memcpy(a, b, 4);
	return __builtin_strlen(c) + __builtin_object_size(p, 0) + __builtin_constant_p(q);
}
/*
 * check-name: dissect: an array kept where the type is bad, or passed to a built-in (whose parameters take nothing), escapes: m--
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/array-escapes.c

   4:5                    def   f g                                int ( ... )
   6:14  g                def . v a                                char [4]
   6:20  g                def . v b                                char [4]
   6:26  g                def . v c                                char [4]
   6:32  g                def . v d                                char [4]
   6:38  g                def . v e                                char [4]
   7:9   g                -w-   v vp                               void *
   7:14  g                m-- . v a                                char [4]
   8:9   g                -w-   v cp                               char const *
   8:14  g                r-- . v b                                char [4]
   9:9   g                -w-   v ival                             int
   9:16  g                r-- . v c                                char [4]
  10:9   g                -w-   v undeclared_v                     bad type
  10:24  g                m-- . v d                                char [4]
  11:16  g                --r   f __builtin_object_size            unsigned long ( ... )
  11:38  g                m-- . v e                                char [4]
  13:5                    def   f g2                               int ( ... )
  13:8   g2               def . v p                                char *
  13:17  g2               def . v q                                char const *
  15:14  g2               def . v a                                char [4]
  15:20  g2               def . v b                                char [4]
  15:26  g2               def . v c                                char [4]
  16:9   g2               --r   f __builtin_memcpy                 void *( ... )
  16:26  g2               m-- . v a                                char [4]
  16:29  g2               m-- . v b                                char [4]
  17:16  g2               --r   f __builtin_strlen                 unsigned long ( ... )
  17:33  g2               m-- . v c                                char [4]
  17:38  g2               --r   f __builtin_object_size            unsigned long ( ... )
  17:60  g2               -r- . v p                                char *
  17:68  g2               --r   f __builtin_constant_p             ( ... )
  17:89  g2               -r- . v q                                char const *
 * check-output-end
 */
