#define X 1
int x = X;
/*
 * check-name: cgcc: -E, -M and -MM go to the compiler alone; -MD with -c is checked
 * check-command: sh -c "cgcc/run-cgcc --dry-run -E $file && cgcc/run-cgcc --dry-run -M $file && cgcc/run-cgcc --dry-run -MM -MF dep.d $file && cgcc/run-cgcc --dry-run -MD -c $file"
 *
 * check-output-start
cc -E cgcc/preprocess.c
cc -M cgcc/preprocess.c
cc -MM -MF dep.d cgcc/preprocess.c
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -MD -c cgcc/preprocess.c
cc -MD -c cgcc/preprocess.c
 * check-output-end
 */
