static int a[] = 5;
static char b[] = ("xy");
static short c[] = L"abc";
static int d[] = L"abc";
static char e[] = { "abcd" };
static int g[] = (1, 2);
/*
 * check-name: dissect: an array sized by a lone value that is no string it takes: [0]
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/invalid-initializer-size.c

   1:12                   def   v a                                int [0]
   1:12                   -w-   v a                                int [0]
   2:13                   def   v b                                char [0]
   2:13                   -w-   v b                                char [0]
   3:14                   def   v c                                short [0]
   3:14                   -w-   v c                                short [0]
   4:12                   def   v d                                int [0]
   4:12                   -w-   v d                                int [0]
   5:13                   def   v e                                char [0]
   5:13                   -w-   v e                                char [0]
   6:12                   def   v g                                int [0]
   6:12                   -w-   v g                                int [0]
 * check-output-end
 */
