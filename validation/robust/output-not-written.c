// The checker writes nothing: not the -o file, not the dependency files
// of -MD -MF and of kbuild's -Wp,-MMD,...: the directory holds only the
// checked file afterwards.
/*
 * check-name: sparse -o x.o, -MD, -Wp,-MMD: nothing written
 * check-command: sh -c 'p=$(pwd)/../sparse; d=$(mktemp -d); cd $d && printf "int x;\n" >a.c && $p -o x.o -MD -MF dep.d -Wp,-MMD,w.d -Wno-decl a.c; ls; cd / && rm -rf $d'
 *
 * check-output-start
a.c
 * check-output-end
 */
