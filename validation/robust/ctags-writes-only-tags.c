// ctags writes its tags file and nothing else, whatever -o says.
/*
 * check-name: ctags writes only its tags file
 * check-command: sh -c 'p=$(pwd)/../ctags; d=$(mktemp -d); cd $d && printf "int x;\n" >a.c && $p -o x.o -MD a.c; ls; cd / && rm -rf $d'
 *
 * check-output-start
a.c
tags
 * check-output-end
 */
