int *g1(int *p, int i, int j, int **pp)
{
	int x;
	*(p + i) = 1;
	x = *(p + i);
	x = p[i];
	x = (i + j);
	i * j = 2;
	(i - j)++;
	*(i + pp) = p;
	x = *(i ? p : pp[1]);
	(i, j) = 3;
	(i ? j : x) = 4;
	(i && j) = 4;
	(i < j) = 4;
	if (&(i + j)) return &(i * j);
	return &*(p + i);
}
int *g2(int *p, int i, int j)
{
	int x;
	x = (i, j);
	x = (i < j);
	x = (i && j);
	(i, j)++;
	(i < j)++;
	(i || j)++;
	if (&(i < j)) return &(i && j);
	*(i, p) = 1;
	*(i ? p : p) = 1;
	x = *(i, p);
	(i, p)[1] = 2;
	x = -(i);
	-(j) = 1;
	(~j)++;
	!j = 1;
	(int)j = 1;
	return &(i, j);
}
int g3(int i, int j)
{
	int x = sizeof(i < j) + sizeof(-i) + sizeof(i && j) + sizeof(!j);
	typeof(i < j) y;
	typeof(-j) z;
	return x;
}
/*
 * check-name: dissect: the operands of a + b, -a used as the result is, even no lvalue (a + b = 1 writes a, b); of a < b, a && b read only where the result is read
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/operand-modes.c

   1:5                    def   f g1                               int *( ... )
   1:9   g1               def . v p                                int *
   1:17  g1               def . v i                                int
   1:24  g1               def . v j                                int
   1:31  g1               def . v pp                               int **
   3:13  g1               def . v x                                int
   4:11  g1               -rw . v p                                int *
   4:15  g1               -r- . v i                                int
   5:9   g1               -w- . v x                                int
   5:15  g1               -rr . v p                                int *
   5:19  g1               -r- . v i                                int
   6:9   g1               -w- . v x                                int
   6:13  g1               -rr . v p                                int *
   6:15  g1               -r- . v i                                int
   7:9   g1               -w- . v x                                int
   7:14  g1               -r- . v i                                int
   7:18  g1               -r- . v j                                int
   8:9   g1               -w- . v i                                int
   8:13  g1               -w- . v j                                int
   9:10  g1               -m- . v i                                int
   9:14  g1               -m- . v j                                int
  10:11  g1               -r- . v i                                int
  10:15  g1               -rw . v pp                               int **
  10:21  g1               -r- . v p                                int *
  11:9   g1               -w- . v x                                int
  11:15  g1               -r- . v i                                int
  11:19  g1               --r . v p                                int *
  11:23  g1               -rr . v pp                               int **
  12:10  g1               --- . v i                                int
  12:13  g1               -w- . v j                                int
  13:10  g1               -r- . v i                                int
  13:14  g1               -w- . v j                                int
  13:18  g1               -w- . v x                                int
  14:10  g1               --- . v i                                int
  14:15  g1               --- . v j                                int
  15:10  g1               --- . v i                                int
  15:14  g1               --- . v j                                int
  16:15  g1               r-- . v i                                int
  16:19  g1               r-- . v j                                int
  16:32  g1               m-- . v i                                int
  16:36  g1               m-- . v j                                int
  17:19  g1               -r- . v p                                int *
  17:23  g1               -r- . v i                                int
  19:5                    def   f g2                               int *( ... )
  19:9   g2               def . v p                                int *
  19:17  g2               def . v i                                int
  19:24  g2               def . v j                                int
  21:13  g2               def . v x                                int
  22:9   g2               -w- . v x                                int
  22:14  g2               --- . v i                                int
  22:17  g2               -r- . v j                                int
  23:9   g2               -w- . v x                                int
  23:14  g2               -r- . v i                                int
  23:18  g2               -r- . v j                                int
  24:9   g2               -w- . v x                                int
  24:14  g2               -r- . v i                                int
  24:19  g2               -r- . v j                                int
  25:10  g2               --- . v i                                int
  25:13  g2               -m- . v j                                int
  26:10  g2               -r- . v i                                int
  26:14  g2               -r- . v j                                int
  27:10  g2               -r- . v i                                int
  27:15  g2               -r- . v j                                int
  28:15  g2               --- . v i                                int
  28:19  g2               --- . v j                                int
  28:32  g2               --- . v i                                int
  28:37  g2               --- . v j                                int
  29:11  g2               --- . v i                                int
  29:14  g2               --w . v p                                int *
  30:11  g2               -r- . v i                                int
  30:15  g2               --w . v p                                int *
  30:19  g2               --w . v p                                int *
  31:9   g2               -w- . v x                                int
  31:15  g2               --- . v i                                int
  31:18  g2               --r . v p                                int *
  32:10  g2               --- . v i                                int
  32:13  g2               -rw . v p                                int *
  33:9   g2               -w- . v x                                int
  33:15  g2               -r- . v i                                int
  34:11  g2               -w- . v j                                int
  35:11  g2               -m- . v j                                int
  36:10  g2               -w- . v j                                int
  37:14  g2               -r- . v j                                int
  38:18  g2               --- . v i                                int
  38:21  g2               m-- . v j                                int
  40:5                    def   f g3                               int ( ... )
  40:8   g3               def . v i                                int
  40:15  g3               def . v j                                int
  42:13  g3               def . v x                                int
  42:13  g3               -w- . v x                                int
  42:24  g3               --- . v i                                int
  42:28  g3               --- . v j                                int
  42:41  g3               --- . v i                                int
  42:53  g3               --- . v i                                int
  42:58  g3               --- . v j                                int
  42:71  g3               --- . v j                                int
  43:16  g3               --- . v i                                int
  43:20  g3               --- . v j                                int
  43:23  g3               def . v y                                int
  44:17  g3               --- . v j                                int
  44:20  g3               def . v z                                int
  45:16  g3               -r- . v x                                int
 * check-output-end
 */
