static char buf[7];

static void f(void)
{
	char *p = buf;
	char *q = p + 1;
	char *r = buf + 2;
	char *s = "abcd";
	char *t = (char *)buf + 3;
	char a[__builtin_object_size(p, 0)];
	char b[__builtin_object_size(q, 0)];
	char c[__builtin_object_size(r, 0)];
	char d[__builtin_object_size(s, 0)];
	char e[__builtin_object_size(t, 0)];
}
/*
 * check-name: dissect: __builtin_object_size through initializers dissect has not evaluated: a symbol not yet examined is 0 bytes, a string unknown
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/object-size-unevaluated.c

   1:13                   def   v buf                              char [7]
   3:13                   def   f f                                void ( ... )
   5:14  f                def . v p                                char *
   5:14  f                -w- . v p                                char *
   5:19  f                m--   v buf                              char [7]
   6:14  f                def . v q                                char *
   6:14  f                -w- . v q                                char *
   6:19  f                -r- . v p                                char *
   7:14  f                def . v r                                char *
   7:14  f                -w- . v r                                char *
   7:19  f                m--   v buf                              char [7]
   8:14  f                def . v s                                char *
   8:14  f                -w- . v s                                char *
   9:14  f                def . v t                                char *
   9:14  f                -w- . v t                                char *
   9:27  f                m--   v buf                              char [7]
  10:16  f                --r   f __builtin_object_size            unsigned long ( ... )
  10:38  f                -r- . v p                                char *
  10:14  f                def . v a                                char [0]
  11:16  f                --r   f __builtin_object_size            unsigned long ( ... )
  11:38  f                -r- . v q                                char *
  11:14  f                def . v b                                char [7]
  12:16  f                --r   f __builtin_object_size            unsigned long ( ... )
  12:38  f                -r- . v r                                char *
  12:14  f                def . v c                                char [-2]
  13:16  f                --r   f __builtin_object_size            unsigned long ( ... )
  13:38  f                -r- . v s                                char *
  13:14  f                def . v d                                char [-1]
  14:16  f                --r   f __builtin_object_size            unsigned long ( ... )
  14:38  f                -r- . v t                                char *
  14:14  f                def . v e                                char [-3]
 * check-output-end
 */
