"""Per SASS opcode: instructions executed and warp-stall samples of an
Nsight Compute source page (--page source --csv --print-source sass),
and the top sampled instructions. Usage: by_opcode.py FILE.csv.gz..."""
import csv,gzip,sys,re,collections
def load(f):
    lines=[l for l in gzip.open(f,'rt') if l.startswith('"')]
    rows=list(csv.reader(lines))
    hdr=[r for r in rows if r and r[0]=="Address"][0]; data=[r for r in rows[1:] if r[0].startswith('0x')]
    ix={h:i for i,h in enumerate(hdr)}
    return hdr,ix,data
for f in sys.argv[1:]:
    hdr,ix,data=load(f)
    ex=lambda r:int(r[ix['Instructions Executed']] or 0)
    smp=lambda r:int(r[ix['Warp Stall Sampling (All Samples)']] or 0)
    tot=sum(ex(r) for r in data); ts=sum(smp(r) for r in data)
    print(f, 'instructions executed', tot, 'samples', ts, 'sass lines', len(data))
    ops=collections.Counter(); sops=collections.Counter()
    for r in data:
        op=r[1].strip().split()[0] if r[1].strip() else '?'
        if op.startswith('@'): op=r[1].strip().split()[1]
        op=op.split('.')[0]
        ops[op]+=ex(r); sops[op]+=smp(r)
    print(' top executed:', [(o,round(c/tot*100,1)) for o,c in ops.most_common(14)])
    print(' top sampled:', [(o,round(c/ts*100,1)) for o,c in sops.most_common(10)])
    # stall reasons totals
    rs=[h for h in hdr if h.startswith('stall_') and 'Not Issued' not in h]
    tots={h:sum(int(r[ix[h]] or 0) for r in data) for h in rs}
    print(' stalls:', sorted([(h[6:],round(v/ts*100,1)) for h,v in tots.items() if v],key=lambda x:-x[1])[:8])
    top=sorted(data,key=lambda r:-smp(r))[:12]
    for r in top: print('   ',r[0][-5:],smp(r),ex(r),r[1].strip()[:70])
