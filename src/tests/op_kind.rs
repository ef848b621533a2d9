//! The op kinds and facts generated from the `.td`.

use crate::dialect::ops::{OpKind, OPS};

#[test]
fn every_op_has_a_kind() {
    assert_eq!(OpKind::ALL.len(), OPS.len());
    for op in OPS {
        let kind = OpKind::from_name(op.name).expect("a kind");
        assert_eq!(kind.name(), op.name);
    }
    assert_eq!(OpKind::from_name("async.nope"), None);
}

/// The facts agree with what the names and the other facts say.
#[test]
fn facts_are_consistent() {
    for &kind in OpKind::ALL {
        let (name, f) = (kind.name(), kind.facts());
        let pipeline = name.starts_with("async.stage.") || name.starts_with("async.pipeline.");
        assert_eq!(f.pipeline_level, pipeline, "{name}");
        assert_eq!(f.expects_bytes, name.contains("expect_tx"), "{name}");
        assert_eq!(f.completes_bytes, f.async_writes_shared, "{name}");
        assert!(
            !f.waits || name.contains("wait") || name.contains("acquire"),
            "{name}"
        );
        assert!(!f.publishes || f.arrives || f.collective, "{name}");
        assert!(!(f.sm90a && f.sm100a), "{name}");
    }
    assert!(OpKind::WarpgroupMma.facts().sm90a);
    assert!(OpKind::BarrierCommitMma.facts().sm100a);
    assert!(OpKind::CopyTensorStore.facts().async_reads_shared);
}
