import type { BoundList } from "../../../components/list-page/bound-list";
import { FilterSelect } from "../../../components/list-page/filter-select";
import { useAssignees } from "../../users/api/list-assignees";

/** Staff's filter by who works a request: the admins and agents, by name, "Anyone" first. */
export function AssigneeFilter({ list }: { list: BoundList<"assigneeId", string> }) {
  const assignees = useAssignees().data?.items ?? [];
  return (
    <FilterSelect
      list={list}
      field="assigneeId"
      label="Assignee"
      showLabel
      allLabel="Anyone"
      options={assignees.map((a) => a.id)}
      labels={Object.fromEntries(assignees.map((a) => [a.id, a.name]))}
      className="w-48"
    />
  );
}
