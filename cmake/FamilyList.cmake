# hensoku_family_list(<out_declarations> <out_calls> <pattern> <parameter> <families...>):
# for each family named, a declaration and a call of the function <pattern>
# names ("@family@" replaced), taking <parameter> ("Registry& registry");
# configure_file puts them into a generated list of registrations.
function(hensoku_family_list out_declarations out_calls pattern parameter)
  string(REGEX REPLACE ".* " "" argument "${parameter}")
  set(declarations "")
  set(calls "")
  foreach(family ${ARGN})
    string(REPLACE "@family@" "${family}" name "${pattern}")
    string(APPEND declarations "void ${name}(${parameter});\n")
    string(APPEND calls "  ${name}(${argument});\n")
  endforeach()
  set(${out_declarations} "${declarations}" PARENT_SCOPE)
  set(${out_calls} "${calls}" PARENT_SCOPE)
endfunction()
