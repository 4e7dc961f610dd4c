struct tf { void *func; int n; };
int f(struct tf *it, int *q)
{
	while ((++it)->func)
		;
	it++->n = 0;
	*q++ = 1;
	return (--it)->n + *q--;
}
/*
 * check-name: dissect: what is done through ++p or p++ is done through p
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/incdec-through.c

   2:5                    def   f f                                int ( ... )
   1:8                    def   s tf                               
   1:18                   def   m tf.func                          void *
   1:29                   def   m tf.n                             int
   2:7   f                def . v it                               struct tf *
   2:22  f                def . v q                                int *
   4:19  f                -mr . v it                               struct tf *
   4:22  f                -r-   m tf.func                          void *
   6:9   f                -mw . v it                               struct tf *
   6:13  f                -w-   m tf.n                             int
   7:10  f                -mw . v q                                int *
   8:19  f                -mr . v it                               struct tf *
   8:22  f                -r-   m tf.n                             int
   8:29  f                -mr . v q                                int *
 * check-output-end
 */
