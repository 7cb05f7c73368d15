//! The last resort: not logic, and named as such.
//!
//! * [`templates`]: Template Set and Template Delete, every way to place
//!   one digit at once (HoDoKu's last resort before brute force; logic, but
//!   exhaustive); machinery: [`template_search`];
//! * [`brute_force`]: one digit of the solution, looked up by the exact
//!   solver, when every logical strategy is stuck.

pub mod brute_force;
pub mod template_search;
pub mod templates;

pub use brute_force::{
    brute_force_placements, find_brute_force, is_brute_force, BruteForce, BruteForceStep,
};
pub use template_search::{TemplateDeletes, TemplateSets};
pub use templates::{
    find_template_deletes, find_template_sets, is_template_delete, is_template_set,
    template_delete_eliminations, template_set_placements, template_summaries, templates_of,
    Template, TemplateAction, TemplateSummary,
};
