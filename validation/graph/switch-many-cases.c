extern int f(int);

int many(int x);

int many(int x)
{
	switch (x) {
	case 100: case 101: case 102: case 103: case 104: case 105:
	case 106: case 107: case 108: case 109: case 110: case 111:
	case 112: case 113: case 114: case 115: case 116: case 117:
	case 118: case 119: case 120: case 121: case 122: case 123:
	case 124: case 125: case 126: case 127: case 128: case 129:
	case 130: case 131: case 132: case 133: case 134: case 135:
	case 136: case 137: case 138: case 139: case 140: case 141:
	case 142: case 143: case 144: case 145: case 146: case 147:
	case 148: case 149: case 150: case 151: case 152: case 153:
		return f(x);
	case 7:
		return 1;
	}
	return 0;
}
/*
 * check-name: graph: long instructions wrap, case labels six a line, then ...
 * check-command: graph $file
 *
 * check-output-start
digraph call_graph {
	node [shape=record, fontname="monospace", fontsize=10];
	edge [fontname="monospace", fontsize=10];
	subgraph cluster_0 {
		label="many";
		L0 [label="{.L0\ \ graph/switch-many-cases.c:5:5|\<entry-point\>\lswitch.32\ \ \ %arg1,\ 7\ -\>\ .L56,\ 100\ -\>\ .L55,\ 101\ -\>\ .L55,\ 102\ -\>\ .L55,\ 103\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 104\ -\>\ .L55,\ 105\ -\>\ .L55,\ 106\ -\>\ .L55,\ 107\ -\>\ .L55,\ 108\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 109\ -\>\ .L55,\ 110\ -\>\ .L55,\ 111\ -\>\ .L55,\ 112\ -\>\ .L55,\ 113\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 114\ -\>\ .L55,\ 115\ -\>\ .L55,\ 116\ -\>\ .L55,\ 117\ -\>\ .L55,\ 118\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 119\ -\>\ .L55,\ 120\ -\>\ .L55,\ 121\ -\>\ .L55,\ 122\ -\>\ .L55,\ 123\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 124\ -\>\ .L55,\ 125\ -\>\ .L55,\ 126\ -\>\ .L55,\ 127\ -\>\ .L55,\ 128\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 129\ -\>\ .L55,\ 130\ -\>\ .L55,\ 131\ -\>\ .L55,\ 132\ -\>\ .L55,\ 133\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 134\ -\>\ .L55,\ 135\ -\>\ .L55,\ 136\ -\>\ .L55,\ 137\ -\>\ .L55,\ 138\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 139\ -\>\ .L55,\ 140\ -\>\ .L55,\ 141\ -\>\ .L55,\ 142\ -\>\ .L55,\ 143\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 144\ -\>\ .L55,\ 145\ -\>\ .L55,\ 146\ -\>\ .L55,\ 147\ -\>\ .L55,\ 148\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ 149\ -\>\ .L55,\ 150\ -\>\ .L55,\ 151\ -\>\ .L55,\ 152\ -\>\ .L55,\ 153\ -\>\ .L55,\l\ \ \ \ \ \ \ \ \ \ \ \ default\ -\>\ .L1\l}"];
		L55 [label="{.L55\ \ graph/switch-many-cases.c:17:17|call.32\ \ \ \ \ %r3\ \<-\ f,\ %arg1\lphisrc.32\ \ \ %phi1(return)\ \<-\ %r3\lbr\ \ \ \ \ \ \ \ \ \ .L57\l}"];
		L56 [label="{.L56\ \ graph/switch-many-cases.c:19:17|phisrc.32\ \ \ %phi2(return)\ \<-\ $1\lbr\ \ \ \ \ \ \ \ \ \ .L57\l}"];
		L1 [label="{.L1\ \ graph/switch-many-cases.c:21:9|phisrc.32\ \ \ %phi3(return)\ \<-\ $0\lbr\ \ \ \ \ \ \ \ \ \ .L57\l}"];
		L57 [label="{.L57\ \ graph/switch-many-cases.c:5:5|phi.32\ \ \ \ \ \ %r4\ \<-\ %phi1(return),\ %phi2(return),\ %phi3(return)\lret.32\ \ \ \ \ \ %r4\l}"];
		L0 -> L56 [label="7"];
		L0 -> L55 [label="100, 101, 102, 103, 104, 105,\n106, 107, 108, 109, 110, 111,\n112, 113, 114, 115, 116, 117,\n118, 119, 120, 121, 122, 123,\n124, 125, ..."];
		L0 -> L1 [label="default"];
		L55 -> L57;
		L56 -> L57;
		L1 -> L57;
	}
}
 * check-output-end
 */
