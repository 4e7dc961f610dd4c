a b
 c
  d
   e
    f
     g
	h
  i j  k
/*
 * check-name: the default output is laid out as sparse -E: a tab a column past the first, three at most
 * check-command: test-lexing $file
 *
 * check-output-start

a b
	c
		d
			e
			f
			g
			h
		i j k
 * check-output-end
 */
